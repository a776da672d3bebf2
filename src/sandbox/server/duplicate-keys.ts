/**
 * The first key that appears twice in one object of a JSON text, or undefined. JSON.parse keeps the last of
 * duplicated keys silently, so `{"amount":"1.00","amount":"9000.00"}` would pass for 9000.00 while a log or a
 * second parser read 1.00; the sandbox refuses such a body instead. Expects text that JSON.parse accepted; walks
 * it with an explicit stack, so nesting depth costs no recursion.
 */
export function firstDuplicateKey(text: string): string | undefined {
  const objects: Array<{keys: Set<string>; expectingKey: boolean} | undefined> = []
  for (let index = 0; index < text.length; index++) {
    const character = text[index]
    if (character === '"') {
      let end = index + 1
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1
      const object = objects.at(-1)
      if (object?.expectingKey) {
        const key = JSON.parse(text.slice(index, end + 1)) as string
        if (object.keys.has(key)) return key
        object.keys.add(key)
        object.expectingKey = false
      }
      index = end
    } else if (character === '{') {
      objects.push({keys: new Set(), expectingKey: true})
    } else if (character === '[') {
      objects.push(undefined)
    } else if (character === '}' || character === ']') {
      objects.pop()
    } else if (character === ',') {
      const object = objects.at(-1)
      if (object) object.expectingKey = true
    }
  }
  return undefined
}
