import { lazy } from 'react';
import { Route } from 'react-router';
import UserIcon from '@mui/icons-material/People';
import type { AdminResource } from '../shell/admin-resource';
import { screens } from '../screens';

/** Loaded when first shown, so the start of the admin stays small. */
const UserList = lazy(screens.userList.load);
const UserCreate = lazy(screens.userCreate.load);

/** /admin/users, and the form at the fixed address /admin/users/new (not react-admin's /create). */
export const usersResource = {
  name: 'users',
  list: UserList,
  icon: UserIcon,
  children: <Route path="new" element={<UserCreate />} />,
} satisfies AdminResource;
