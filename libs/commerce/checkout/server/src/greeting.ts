/** A starter function: replace it with the package's first real module. */
export function greeting(name: string): string {
  return `Hello, ${name}`;
}
