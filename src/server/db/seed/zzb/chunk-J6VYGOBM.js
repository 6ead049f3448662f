// src/engine/renderer/value-at-path.ts
function valueAtPath(record, path) {
  let node = record;
  for (const segment of path.split(".")) {
    if (node === null || typeof node !== "object") return void 0;
    node = node[segment];
  }
  return node;
}

export {
  valueAtPath
};
