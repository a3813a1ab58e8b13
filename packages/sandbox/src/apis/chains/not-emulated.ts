/**
 * Operations of the specs the sandbox does not answer: none. Every operation without hand-written
 * emulation is answered by the spec-driven tier (`src/apis/generic/`), so no operation answers
 * `501 not_implemented` any more. Kept, empty, for code that read the list.
 */
export const NOT_EMULATED_OPERATIONS: { readonly chains: readonly string[] } = { chains: [] };
