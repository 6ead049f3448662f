/** A Storage in memory whose content tests can read back whole. */
export function memoryStorage(initial: Record<string, string> = {}): Storage & { entries(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
    entries: () => Object.fromEntries(values),
  };
}
