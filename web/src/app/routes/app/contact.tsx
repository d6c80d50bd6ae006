import { ContactForm } from '../../../features/contact/components/contact-form';

export default function ContactRoute() {
  return (
    <>
      <div className="page-header">
        <h1>Got a Question</h1>
        <p className="muted">Send us your question and we will answer by e-mail.</p>
      </div>
      <section className="card">
        <ContactForm />
      </section>
    </>
  );
}
