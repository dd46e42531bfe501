/** The part of autocannon's programmatic API the benches use (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    timeout?: number;
  }

  /** Percentiles of a histogram, in its unit (latency: milliseconds). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
