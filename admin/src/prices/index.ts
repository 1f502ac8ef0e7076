import { lazy } from 'react';
import PriceIcon from '@mui/icons-material/Euro';
import type { AdminResource } from '../shell/admin-resource';
import { screens } from '../screens';

/** Loaded when first shown, so the start of the admin stays small (decision 049). */
const PricePage = lazy(screens.pricePage.load);

/** 'Preise': the price list the quotes start from, with its history (decision 058). */
export const pricesResource = {
  name: 'prices',
  list: PricePage,
  icon: PriceIcon,
} satisfies AdminResource;
