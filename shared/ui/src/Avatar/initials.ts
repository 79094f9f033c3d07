/** What an avatar shows when there is no usable picture: initials on a colour of the username. */

function firstLetter(word: string): string {
  const [letter = ''] = Array.from(word.trim());
  return letter.toUpperCase();
}

export function initialsOf(firstName: string, lastName: string, username: string): string {
  const fromName = firstLetter(firstName) + firstLetter(lastName);
  if (fromName) return fromName;
  return Array.from(username.trim()).slice(0, 2).join('').toUpperCase() || '?';
}

/** The same username always gets the same hue, so people stay recognisable across pages. */
export function colorOf(username: string): string {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `hsl(${hash % 360} 45% 38%)`;
}
