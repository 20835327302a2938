// written-number ships no types; the amount-in-words test uses it as an independent oracle (only its default call).
declare module 'written-number' {
  function writtenNumber(n: number, options?: { lang?: string; noAnd?: boolean }): string;
  export default writtenNumber;
}
