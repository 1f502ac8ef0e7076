import type { AdminLinks } from '@bfsm/api-adapter';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AdminDataProvider } from './admin-data-provider';

const none: AdminLinks = { blogUrl: null, analyticsUrl: null };

/** The operator's Blog and Analytics addresses; none while loading or when the call fails (the links stay hidden). */
export function useAdminLinks(): AdminLinks {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({ queryKey: ['admin-links'], queryFn: () => dataProvider.getAdminLinks(), staleTime: Infinity, retry: false });
  return data ?? none;
}
