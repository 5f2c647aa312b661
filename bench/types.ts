export interface Measurement {
  /** Stable key, matched against `bench/budgets.json`. */
  name: string;
  value: number;
  unit: 'B' | 'ms' | 'req/s' | 'ratio' | 'count' | 'score';
  /** Which direction is good, for the budget check. @default 'lower' */
  better?: 'lower' | 'higher';
  note?: string;
}

export type Suite = () => Promise<Measurement[]>;
