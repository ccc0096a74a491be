import { useHttp } from '@folio/http/router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead, markNotificationRead } from './notifications.api';
import { notificationKeys } from './notifications.keys';

/** Any change to read state touches every page and the header's count. */
function useNotificationMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkNotificationRead() {
  const http = useHttp();
  return useNotificationMutation((id: string) => markNotificationRead(http, id));
}

export function useMarkAllNotificationsRead() {
  const http = useHttp();
  return useNotificationMutation(() => markAllNotificationsRead(http));
}
