// Logout from anywhere: the server forgets the token, every window forgets the session.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { api } from '../api/base';
import { getPlatform } from '../platform';
import { clearSession } from './session';

export function useSignOut() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  return useCallback(async () => {
    await getPlatform().logout();
    clearSession();
    dispatch(api.util.resetApiState());
    navigate('/login', { replace: true });
  }, [dispatch, navigate]);
}
