/**
 * A name as staff of another entity may see it: each word's first letter and three asterisks ('Juan Pérez' →
 * 'J*** P***'), so that neither the name nor its length is told (how Canvas and Moodle Workplace show other tenants).
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]}***`)
    .join(' ');
}
