import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCreateInvitation } from '@/api/invitations/invitation.mutations';
import { newInvitationSchema, type NewInvitation } from '@/api/invitations/invitation.schemas';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';

const FIELDS = ['email'] as const;

// Someone who already works in another organisation joins this one by invitation: they see it when
// signed in with that e-mail address, and only their acceptance makes them a member (issue 30, H1).
export function InvitePersonDialog({ onClose }: { onClose: () => void }) {
  const invite = useCreateInvitation();
  const form = useForm<NewInvitation>({
    resolver: zodResolver(newInvitationSchema),
    defaultValues: { email: '' },
  });
  const dialog = useFormDialogSubmit(form, {
    save: (values) => invite.mutateAsync(values),
    fields: FIELDS,
    savedMessage: ({ email }) => `Invitation sent to ${email}`,
    onClose,
  });
  return (
    <FormDialog open title="Invite a person" submitLabel="Send invitation" maxWidth="xs" {...dialog}>
      <FormTextField
        control={form.control}
        name="email"
        label="E-mail"
        type="email"
        autoComplete="off"
        required
        fullWidth
        autoFocus
        helperText="They join only if they accept, signed in with this address."
      />
    </FormDialog>
  );
}
