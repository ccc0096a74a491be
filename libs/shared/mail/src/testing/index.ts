// Test helpers of @folio/mail, imported as '@folio/mail/testing'.
export { startSmtpSink, firstLink, type SmtpSink, type ReceivedMail } from './smtp-sink.js';
