import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** useSendTokenOnce sends the link's token once, on the first render that has it, and returns it. */
export function useSendTokenOnce(send: (token: string) => void): string | null {
  const [params] = useSearchParams();
  const token = params.get('token');
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send(token);
  }, [token, send]);
  return token;
}
