// The path the site is served under: `/` by default, `DOCS_BASE=/reportkit/ pnpm docs` for a project
// site (GitHub Pages serves https://<owner>.github.io/reportkit/). Always with a leading and trailing slash.
export function siteBase(value = process.env.DOCS_BASE) {
  const trimmed = (value ?? "").trim().replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

/** Markdown text whose site-absolute links (`[guides](/)`, `](/reference.html)`) carry `base`. */
export function withBaseLinks(markdown, base) {
  return markdown.replace(/\]\(\/(?!\/)/g, `](${base}`);
}
