import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMemberQuery } from '../../queries/members';

/** useLandingMember loads the member of a member landing (/members/{id}/...). */
export function useLandingMember() {
  const { id = '' } = useParams();
  const query = useMemberQuery(id);
  const m = query.data;
  useDocumentTitle(m ? `${m.name}, ${m.age}` : undefined);
  return { member: m, isPending: query.isPending, error: query.error };
}
