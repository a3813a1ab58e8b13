// The page around each Redoc reference: a bar linking the guides, the other references and the
// TypeScript reference (generated from the list of specs, so a new spec gets its link).
const esc = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Short names for the bar; a spec not listed here shows its title. */
const SHORT = {
  auth: "Token",
  platform: "Platform",
  prep: "Data preparation",
  chains: "Chains",
  "processes-preview": "Processes preview",
};

export function shortName(reference) {
  return SHORT[reference.name] ?? reference.title;
}

/** Text safe inside a <script> element (JSON, with `<` escaped so no `</script>` can close it). */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The reference page of one spec: Redoc (the standalone bundle, served from /api/assets/) rendering
 * the build-time copy of the spec, inlined, with a bar linking the rest of the site.
 */
export function redocPage(references, current, spec, options) {
  const links = references
    .map((r) => {
      const here = r.name === current ? ' aria-current="page"' : "";
      return `<a href="/api/${esc(r.name)}/"${here}>${esc(shortName(r))}</a>`;
    })
    .join("\n    ");
  const title = `${spec.info?.title ?? current} (${spec.info?.version ?? ""}) · reportkit`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>${esc(title)}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <style>
    body { padding: 0; margin: 0; }
    .rk-bar { position: fixed; top: 0; left: 0; right: 0; height: 48px; z-index: 100; display: flex;
      align-items: center; gap: 18px; padding: 0 20px; background: #1b1b1f; color: #fff; overflow-x: auto;
      font: 14px/1 system-ui, -apple-system, "Segoe UI", sans-serif; box-sizing: border-box; white-space: nowrap; }
    .rk-bar a { color: #c9c9c2; text-decoration: none; }
    .rk-bar a:hover, .rk-bar a[aria-current="page"] { color: #fff; text-decoration: underline; }
    .rk-bar .rk-home { font-weight: 700; color: #fff; margin-right: 10px; }
    .rk-bar .rk-sep { color: #67676c; }
    #redoc { padding-top: 48px; }
  </style>
</head>
<body>
  <nav class="rk-bar" aria-label="reportkit docs">
    <a class="rk-home" href="/">reportkit</a>
    <a href="/guide/getting-started.html">Guides</a>
    <a href="/reference.html">API reference</a>
    <span class="rk-sep">|</span>
    ${links}
    <span class="rk-sep">|</span>
    <a href="/ts/">TypeScript reference</a>
  </nav>
  <div id="redoc"></div>
  <script src="/api/assets/redoc.standalone.js"></script>
  <script>
    Redoc.init(${scriptJson(spec)}, ${scriptJson(options)}, document.getElementById("redoc"));
  </script>
</body>
</html>
`;
}
