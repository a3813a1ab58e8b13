// TypeDoc's own search is hidden (typedoc-custom.css): the site's one search (Pagefind) covers the
// TypeScript reference. Its index (assets/search.js, decoded by every page as it loads) is replaced by
// an empty script: the pages keep their <script id="tsd-search-script">, which TypeDoc's main.js needs.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Empties TypeDoc's search index under `tsDir`; false when TypeDoc wrote none (the layout changed). */
export function dropTypedocSearch(tsDir) {
  const index = join(tsDir, "assets", "search.js");
  if (!existsSync(index)) return false;
  writeFileSync(
    index,
    "// The site's search (search.html) covers this reference: TypeDoc's index is not shipped.\n",
  );
  return true;
}
