#!/usr/bin/env bash
# Builds vue-next-admin, the Vue template this console descends from, for the first-load bench to
# time side by side with the console (FIRST_LOAD_TEMPLATE_DIST). Measured with commit 6325151 of
# github.com/lyt-Top/vue-next-admin (v2.4.33); it needs that checkout and the npm registry.
#
#   bench/template/prepare.sh <checkout>     # then: FIRST_LOAD_TEMPLATE_DIST=<checkout>/dist
set -euo pipefail
checkout="${1:?usage: bench/template/prepare.sh <vue-next-admin checkout>}"
cd "$checkout"
# Its dependencies' install scripts fetch nothing the build needs.
npm ci --no-audit --no-fund --ignore-scripts
# Served from the root, as a static host serves it (the repository builds for its demo's sub-path).
sed -i 's#^VITE_PUBLIC_PATH = .*#VITE_PUBLIC_PATH = /#' .env
npx vite build
# Its page loads Baidu's analytics and map API from the internet: the bench's browser reaches no
# third party, and neither is the template's own code. The map API's script blocks the page's
# parsing until it fails, which would count against the template.
node -e '
  const fs = require("node:fs");
  const page = fs.readFileSync("dist/index.html", "utf8");
  const own = page
    .replace(/<script[^>]*>[^<]*hm\.baidu\.com[\s\S]*?<\/script>/, "")
    .replace(/<script[^>]*src="https:\/\/api\.map\.baidu\.com[^"]*"[^>]*><\/script>/, "");
  if (own === page || /baidu\.com/.test(own)) throw new Error("dist/index.html: the third-party scripts were not where expected");
  fs.writeFileSync("dist/index.html", own);
'
gzip -9 -k -f dist/index.html
echo "FIRST_LOAD_TEMPLATE_DIST=$PWD/dist"
