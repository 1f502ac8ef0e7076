import { lazy } from 'react';
import OrderIcon from '@mui/icons-material/ShoppingCart';
import type { AdminResource } from '../shell/admin-resource';

/** Loaded when first shown, so the start of the admin stays small (decision 049). */
const OrderList = lazy(() => import('./OrderList'));
const OrderShow = lazy(() => import('./OrderShow'));
const OrderCreate = lazy(() => import('./OrderCreate'));

/** 'Bestellungen': requests, quotes and orders (decision 058). */
export const ordersResource = {
  name: 'orders',
  list: OrderList,
  show: OrderShow,
  create: OrderCreate,
  icon: OrderIcon,
} satisfies AdminResource;
