// Python values to plain JavaScript data, the same way in the page's worker and in the Node test.
// toJs turns dicts into objects (dict_converter) and None into undefined; undefined becomes null here
// so that the data is exactly what json.dumps would give (a key holding None stays, as null).

export function plain(value) {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

/** A Python object (a PyProxy) as plain data; the proxy is not destroyed here. */
export function fromPython(proxy) {
  return plain(proxy.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false }));
}
