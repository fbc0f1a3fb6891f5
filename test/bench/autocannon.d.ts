// autocannon ships no types; test/bench/load.ts gives its one call a precise signature.
declare module 'autocannon' {
  const autocannon: unknown;
  export default autocannon;
}
