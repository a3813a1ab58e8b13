/** The people behind the seeded activities and data-preparation records. */
export const PERFORMERS = [
  { id: "usr-ada", displayName: "Ada Lovelace", uniqueName: "ada@acme.invalid" },
  { id: "usr-alan", displayName: "Alan Turing", uniqueName: "alan@acme.invalid" },
  { id: "usr-grace", displayName: "Grace Hopper", uniqueName: "grace@acme.invalid" },
];
