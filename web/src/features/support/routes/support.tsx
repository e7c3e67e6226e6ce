import { SUPPORT_CATEGORIES, supportFormSchema } from '@pickup/domain/support/schemas';
import { Bug, CreditCard, Lightbulb, Wrench } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { Link, Text } from '@chakra-ui/react';
import { paths } from '@/config/paths';
import { useSendSupportMessage } from '../api/send-support-message';
import { MessageForm } from '../components/message-form';
import { InfoCard, MessagePage } from '../components/message-page';

const cards = [
  {
    value: 'technical',
    title: 'Technical Support',
    text: 'Trouble with the app, your account or signing in.',
    icon: Wrench,
  },
  {
    value: 'billing',
    title: 'Billing & Payments',
    text: 'Questions about prices, tax or paying at pickup.',
    icon: CreditCard,
  },
  {
    value: 'feedback',
    title: 'Feedback',
    text: 'Ideas and suggestions to make Pickup better.',
    icon: Lightbulb,
  },
  {
    value: 'bug_report',
    title: 'Report a Bug',
    text: 'Something not working as it should? Tell us.',
    icon: Bug,
  },
];

const categories = [
  { value: 'general', label: 'General Question' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'billing', label: 'Billing & Payments' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'bug_report', label: 'Bug Report' },
];

export default function SupportRoute() {
  const send = useSendSupportMessage();

  return (
    <MessagePage
      title="How can we help?"
      intro="Our support team is here for you. Pick a topic or send us a message below."
      cardsHeading="Choose a topic"
      cards={cards}
      validCategories={SUPPORT_CATEGORIES}
      replyPromise="We'll get back to you within 24 hours."
      form={(category, setCategory, onSent) => (
        <MessageForm
          schema={supportFormSchema}
          categories={categories}
          category={category}
          onCategoryChange={setCategory}
          sending={send.isPending}
          onSend={(values) => send.mutateAsync(values).then(onSent)}
        />
      )}
      aside={
        <>
          <InfoCard title="Response time">
            <Text>We respond to every support request within 24 hours.</Text>
          </InfoCard>
          <InfoCard title="About an order?">
            <Text>
              For questions about food being prepared right now, contact the restaurant directly:
              its phone number is on your order receipt.
            </Text>
          </InfoCard>
          <InfoCard title="Business enquiries">
            <Text>
              Restaurant partnerships and press go through our{' '}
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={paths.contact.getHref()}>contact page</RouterLink>
              </Link>
              .
            </Text>
          </InfoCard>
        </>
      }
    />
  );
}
