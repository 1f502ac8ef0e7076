import { lazy } from 'react';
import OrderIcon from '@mui/icons-material/ShoppingCart';
import type { AdminResource } from '../shell/admin-resource';
import { screens } from '../screens';

/** Loaded when first shown, so the start of the admin stays small (decision 049). */
const OrderList = lazy(screens.orderList.load);
const OrderShow = lazy(screens.orderShow.load);
const OrderCreate = lazy(screens.orderCreate.load);

/** 'Bestellungen': requests, quotes and orders (decision 058). */
export const ordersResource = {
  name: 'orders',
  list: OrderList,
  show: OrderShow,
  create: OrderCreate,
  icon: OrderIcon,
} satisfies AdminResource;
