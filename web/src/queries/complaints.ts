import { useMutation } from '@tanstack/react-query';
import { sendComplaint, type ComplaintForm } from '../api/complaints';

/** useSendComplaintMutation sends a notice from the complaints form; nothing cached changes. */
export function useSendComplaintMutation() {
  return useMutation({ mutationFn: (form: ComplaintForm) => sendComplaint(form) });
}
