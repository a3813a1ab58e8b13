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
 * The reference page of one spec: Redoc (the standalone bundle, served from <base>api/assets/) rendering
 * the build-time copy of the spec, inlined, with a bar linking the rest of the site. Below 1000 px the
 * bar's links fold into a menu (Redoc's own menu button opens the list of operations).
 */
export function redocPage(references, current, spec, options, base = "/") {
  const links = references
    .map((r) => {
      const here = r.name === current ? ' aria-current="page"' : "";
      return `<a href="${esc(base)}api/${esc(r.name)}/"${here}>${esc(shortName(r))}</a>`;
    })
    .join("\n      ");
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
      align-items: center; gap: 18px; padding: 0 20px; background: #1b1b1f; color: #fff;
      font: 14px/1 system-ui, -apple-system, "Segoe UI", sans-serif; box-sizing: border-box; white-space: nowrap; }
    .rk-bar a { color: #c9c9c2; text-decoration: none; }
    .rk-bar a:hover, .rk-bar a[aria-current="page"] { color: #fff; text-decoration: underline; }
    .rk-bar .rk-home { font-weight: 700; color: #fff; margin-right: 10px; }
    .rk-bar .rk-sep { color: #67676c; }
    .rk-links { display: flex; align-items: center; gap: 18px; }
    .rk-toggle { display: none; margin-left: auto; background: none; border: 1px solid #67676c; border-radius: 4px;
      color: #fff; font: inherit; padding: 6px 10px; cursor: pointer; }
    @media (max-width: 1000px) {
      .rk-toggle { display: block; }
      .rk-links { display: none; position: absolute; top: 48px; left: 0; right: 0; flex-direction: column;
        align-items: flex-start; gap: 14px; padding: 16px 20px; background: #1b1b1f; }
      .rk-bar.rk-open .rk-links { display: flex; }
      .rk-links .rk-sep { display: none; }
    }
    #redoc { padding-top: 48px; }
    /* Long paths, ids and code wrap rather than widen the page. */
    #redoc pre { white-space: pre-wrap; word-break: break-word; }
    #redoc h2, #redoc td, #redoc code { overflow-wrap: anywhere; }
  </style>
</head>
<body>
  <nav class="rk-bar" aria-label="reportkit docs">
    <a class="rk-home" href="${esc(base)}">reportkit</a>
    <button class="rk-toggle" type="button" aria-expanded="false" aria-controls="rk-links">Menu</button>
    <div class="rk-links" id="rk-links">
      <a href="${esc(base)}guide/getting-started.html">Guides</a>
      <a href="${esc(base)}reference.html">API reference</a>
      <span class="rk-sep">|</span>
      ${links}
      <span class="rk-sep">|</span>
      <a href="${esc(base)}ts/">TypeScript reference</a>
      <a href="${esc(base)}changelog.html">Changelog</a>
      <a href="${esc(base)}search.html">Search</a>
    </div>
  </nav>
  <div id="redoc"></div>
  <script>
    document.querySelector(".rk-toggle").addEventListener("click", (event) => {
      const open = document.querySelector(".rk-bar").classList.toggle("rk-open");
      event.currentTarget.setAttribute("aria-expanded", String(open));
    });
  </script>
  <script src="${esc(base)}api/assets/redoc.standalone.js"></script>
  <script>
    Redoc.init(${scriptJson(spec)}, ${scriptJson(options)}, document.getElementById("redoc"));
  </script>
</body>
</html>
`;
}
