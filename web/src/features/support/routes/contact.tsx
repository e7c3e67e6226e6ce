import { CONTACT_CATEGORIES, contactFormSchema } from '@pickup/domain/support/schemas';
import { Handshake, Briefcase, MessageCircle, Newspaper } from 'lucide-react';
import { Text } from '@chakra-ui/react';
import { ContactLines } from '@/components/contact/contact-details';
import { useSendContactMessage } from '../api/send-contact-message';
import { MessageForm } from '../components/message-form';
import { InfoCard, MessagePage } from '../components/message-page';

const cards = [
  {
    value: 'general',
    title: 'General Inquiry',
    text: 'Questions about Pickup and how it works.',
    icon: MessageCircle,
  },
  {
    value: 'partnership',
    title: 'Partner with Us',
    text: 'List your restaurant and reach new customers.',
    icon: Handshake,
  },
  {
    value: 'business',
    title: 'Business',
    text: 'Corporate accounts and business opportunities.',
    icon: Briefcase,
  },
  {
    value: 'media',
    title: 'Media & Press',
    text: 'Press enquiries, interviews and brand assets.',
    icon: Newspaper,
  },
];

const categories = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'partnership', label: 'Restaurant Partnership' },
  { value: 'business', label: 'Business' },
  { value: 'media', label: 'Media & Press' },
  { value: 'other', label: 'Other' },
];

export default function ContactRoute() {
  const send = useSendContactMessage();

  return (
    <MessagePage
      title="Contact Us"
      intro="Whether you run a restaurant, write about food or just have a question, we'd love to hear from you."
      cardsHeading="What would you like to talk about?"
      cards={cards}
      validCategories={CONTACT_CATEGORIES}
      replyPromise="We'll get back to you within 2 business days."
      form={(category, setCategory, onSent) => (
        <MessageForm
          schema={contactFormSchema}
          categories={categories}
          category={category}
          onCategoryChange={setCategory}
          withCompany
          sending={send.isPending}
          onSend={(values) => send.mutateAsync(values).then(onSent)}
        />
      )}
      aside={
        <>
          <InfoCard title="Get in touch">
            <ContactLines />
          </InfoCard>
          <InfoCard title="Business hours">
            <Text>Mon-Fri: 9 AM-6 PM EST</Text>
            <Text>Sat: 10 AM-4 PM EST</Text>
            <Text>Sunday: Closed</Text>
          </InfoCard>
          <InfoCard title="Response time">
            <Text>We reply to every message within 2 business days.</Text>
          </InfoCard>
        </>
      }
    />
  );
}
