import type { Coded } from '../../../../src/schema';
import type { Db, Row } from '../../../db/database';
import { fieldsRefused, say } from '../../../errors';
import { attachmentFiles, uploadIdOf } from '../../messaging/newsletter-files';

/**
 * A voucher's supporting documents (the supplier's invoice, the delivery note, the LPO) are uploads
 * of their own kind, made before the voucher is saved and named by id in its lines, as a
 * newsletter's attachments are (the same upload checks: type by name and content, size).
 */
export const VOUCHER_FILE_OWNER = 'payment_voucher';

/** Refuses document lines naming anything but voucher documents of this school. */
export async function checkVoucherFiles(db: Db, branchId: number, lines: readonly Row[]): Promise<void> {
  const ids = lines.map((line) => uploadIdOf(line.upload_id));
  const known = new Set(
    (await attachmentFiles(db, branchId, ids.filter(Number.isSafeInteger), VOUCHER_FILE_OWNER)).map((f) => f.id),
  );
  const errors: Record<string, Coded> = {};
  ids.forEach((id, i) => {
    if (!known.has(id))
      errors[`attachments.${i}.upload_id`] = say('shule.finance.expenses.attachment_unknown', { n: i + 1 });
  });
  if (Object.keys(errors).length > 0) throw fieldsRefused(errors);
}
