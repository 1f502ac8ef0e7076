import type { Defaulted } from './columns.js';

export interface FeaturesTable {
  name: string;
  description: Defaulted<string>;
}

export interface UserFeaturesTable {
  user_id: number;
  feature_name: string;
  enabled: Defaulted<boolean>;
}
