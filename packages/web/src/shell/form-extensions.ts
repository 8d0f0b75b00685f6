// What objects add to the record form (issue 17), registered once when the signed-in app starts. Each
// registration is a loader: the editors' code stays in the form's chunks, loaded when a form opens.
import '../features/approvals/register-form-extensions.js';
import '../features/calendar/register-form-extensions.js';
import '../features/product-lines/register-form-extensions.js';
import '../features/receivables/register-form-extensions.js';
