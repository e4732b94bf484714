import type { AnyResource } from '../../schema/registry';
import { GenericScreens } from '../generic/GenericScreens';
import { NewsletterCreate, NewsletterEdit, NewsletterShow } from '../newsletters/NewsletterScreens';
import type { ScreenOverrides } from '../screenTypes';

/**
 * Screens of the messaging module, one lazily loaded chunk. Bespoke screens of its resources go in
 * OVERRIDES; everything else is the generic screen of the declaration. Newsletters: attachments
 * uploaded as files in the form, and the PDF, public link and files on the record.
 */
const OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  newsletters: { create: NewsletterCreate, edit: NewsletterEdit, show: NewsletterShow },
};

export default function MessagingScreens({ resource }: { resource: AnyResource }) {
  return <GenericScreens resource={resource} overrides={OVERRIDES[resource.name]} />;
}
