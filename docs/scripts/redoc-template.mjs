// The pages of each API reference (an index, a Redoc page per tag), with a bar linking the guides, the
// other references and the TypeScript reference (generated from the list of specs, so a new spec gets
// its link).
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

/** The bar's links (guides, every reference, TypeScript reference...), the current reference marked. */
function barHtml(references, current, base) {
  const links = references
    .map((r) => {
      const here = r.name === current ? ' aria-current="page"' : "";
      return `<a href="${esc(base)}api/${esc(r.name)}/"${here}>${esc(shortName(r))}</a>`;
    })
    .join("\n      ");
  return `<nav class="rk-bar" aria-label="reportkit docs">
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
  <script>
    document.querySelector(".rk-toggle").addEventListener("click", (event) => {
      const open = document.querySelector(".rk-bar").classList.toggle("rk-open");
      event.currentTarget.setAttribute("aria-expanded", String(open));
    });
  </script>`;
}

const BAR_CSS = `
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
    }`;

const pageHead = (title, css) => `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>${esc(title)}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <style>${BAR_CSS}
${css}
  </style>
</head>`;

/**
 * The Redoc page of one tag of a spec (`spec`: the subset of reference-pages.mjs's splitByTag): Redoc
 * (the standalone bundle, served from <base>api/assets/) rendering it, inlined, with a bar linking the
 * rest of the site. Below 1000 px the bar's links fold into a menu (Redoc's own menu button opens the
 * list of operations).
 */
export function redocPage(references, current, spec, options, base = "/") {
  const title = `${spec.info?.title ?? current} (${spec.info?.version ?? ""}) · reportkit`;
  return `${pageHead(
    title,
    `    #redoc { padding-top: 48px; }
    /* Long paths, ids and code wrap rather than widen the page. */
    #redoc pre { white-space: pre-wrap; word-break: break-word; }
    #redoc h2, #redoc td, #redoc code { overflow-wrap: anywhere; }`,
  )}
<body>
  ${barHtml(references, current, base)}
  <div id="redoc"></div>
  <script src="${esc(base)}api/assets/redoc.standalone.js"></script>
  <script>
    Redoc.init(${scriptJson(spec)}, ${scriptJson(options)}, document.getElementById("redoc"));
  </script>
</body>
</html>
`;
}

/**
 * The index of one spec's reference, /api/<name>/: every operation (method, path, summary, id) under its
 * tag, each linking to its tag's Redoc page; plain HTML, light whatever the number of operations. A link
 * to an operation of the former one-page reference (`#operation/<id>`, `#tag/<Tag>/operation/<id>`,
 * `#tag/<Tag>`) is sent on to the page that now shows it.
 */
export function indexPage(references, current, spec, pages, base = "/") {
  const title = spec.info?.title ?? current;
  const version = spec.info?.version ?? "";
  const count = pages.reduce((n, page) => n + page.operations.length, 0);
  const where = {};
  const tags = {};
  for (const page of pages) {
    // Redoc's anchor of a tag is its name, spaces as dashes (`#tag/Custom-schema`).
    tags[page.tag] = page.slug;
    tags[page.tag.replace(/\s+/g, "-")] = page.slug;
    for (const op of page.operations) where[op.id] = page.slug;
  }
  const sections = pages
    .map((page) => {
      const rows = page.operations
        .map(
          (op) =>
            `      <li${op.deprecated ? ' class="rk-deprecated"' : ""}><a href="${esc(page.slug)}/#operation/${esc(encodeURIComponent(op.id))}"><span class="rk-method rk-${esc(op.method)}">${esc(op.method.toUpperCase())}</span> <code>${esc(op.path)}</code></a> ${esc(op.summary)} <span class="rk-id">${esc(op.id)}</span></li>`,
        )
        .join("\n");
      return `    <section id="tag-${esc(page.slug)}">
      <h2><a href="${esc(page.slug)}/">${esc(page.tag)}</a> <small>${page.operations.length}</small></h2>
      <ul>
${rows}
      </ul>
    </section>`;
    })
    .join("\n");
  return `${pageHead(
    `${title} (${version}) · reportkit`,
    `    main { padding: 64px 20px 40px; max-width: 980px; margin: 0 auto; box-sizing: border-box;
      font: 15px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b1b1f; }
    main h1 { font-size: 1.7em; margin: 0.4em 0; }
    main h2 { font-size: 1.2em; margin: 1.6em 0 0.4em; border-bottom: 1px solid #e2e2e3; padding-bottom: 0.2em; }
    main h2 small { color: #67676c; font-weight: 400; }
    main a { color: #3451b2; }
    main ul { list-style: none; padding: 0; margin: 0; }
    main li { padding: 4px 0; overflow-wrap: anywhere; }
    main code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; }
    .rk-method { display: inline-block; min-width: 4.2em; font: 600 11px/1.8 ui-monospace, monospace;
      text-align: center; border-radius: 3px; color: #fff; background: #67676c; }
    .rk-get { background: #2f8132; } .rk-post { background: #186faf; } .rk-put { background: #95507c; }
    .rk-patch { background: #bf581d; } .rk-delete { background: #cc3333; }
    .rk-id { color: #67676c; font-size: 0.85em; }
    .rk-deprecated a code { text-decoration: line-through; }`,
  )}
<body>
  ${barHtml(references, current, base)}
  <main>
    <h1>${esc(title)}</h1>
    <p><strong>X-Version:</strong> <code>${esc(version)}</code> (reportkit sends it on every request).
      ${count} operations in ${pages.length} groups, each group on a page of its own with the reportkit call
      of every operation. <a href="openapi.json" download>The OpenAPI document</a> (JSON).</p>
${sections}
  </main>
  <script>
    // A link to the former one-page reference: on to the page that shows the operation or tag.
    (() => {
      const where = ${scriptJson(where)};
      const tags = ${scriptJson(tags)};
      const hash = decodeURIComponent(location.hash.slice(1));
      // #operation/<id>, #tag/<Tag>/operation/<id> or #tag/<Tag>
      const parts = hash.split("/");
      const at = parts[0] === "operation" ? 0 : parts[2] === "operation" ? 2 : -1;
      const operation = at >= 0 ? parts.slice(at + 1).join("/") : undefined;
      const tag = parts[0] === "tag" && parts.length === 2 ? parts[1] : undefined;
      if (operation && where[operation])
        location.replace(where[operation] + "/#operation/" + encodeURIComponent(operation));
      else if (tag && tags[tag]) location.replace(tags[tag] + "/");
    })();
  </script>
</body>
</html>
`;
}
