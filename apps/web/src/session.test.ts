import { QueryClient } from '@tanstack/react-query';
import { getCookie, setCookie } from 'tiny-cookie';
import { createSession } from './session';

describe('session.clear', () => {
  it('forgets the cookies, the logged-in flag, the token, the user and their account data', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user'], { first_name: 'Ada' });
    queryClient.setQueryData(['account', 'addresses'], [{ id: 'a-1' }]);
    queryClient.setQueryData(['notifications', 'unread-count'], 2);
    sessionStorage.setItem('bearer_token', 'token-123');
    localStorage.setItem('isLoggedIn', 'true');
    setCookie('previouslyLoggedIn', 'true', { path: '/' });
    setCookie('sess_id', 'session-1', { path: '/' });

    createSession({ queries: { current: () => queryClient } }).clear();

    expect(sessionStorage.getItem('bearer_token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(getCookie('previouslyLoggedIn')).toBeNull();
    expect(getCookie('sess_id')).toBeNull();
    expect(queryClient.getQueryData(['user'])).toBeNull();
    expect(queryClient.getQueryData(['account', 'addresses'])).toBeUndefined();
    expect(queryClient.getQueryData(['notifications', 'unread-count'])).toBeUndefined();
  });

  it('leaves unrelated storage alone', () => {
    sessionStorage.setItem('folio:chunk-reload:/', '1');
    localStorage.setItem('geolocation_data', '{}');

    createSession({ queries: { current: () => new QueryClient() } }).clear();

    expect(sessionStorage.getItem('folio:chunk-reload:/')).toBe('1');
    expect(localStorage.getItem('geolocation_data')).toBe('{}');
  });
});
