// Stand-in for a scope:shared util, the one scope every other scope may import.
export function fixtureLabel(name: string): string {
  return `fixture:${name}`;
}
