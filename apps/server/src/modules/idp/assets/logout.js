// RP-initiated logout (docs/decisions/031): the console already asked to sign out, so the confirmation form is
// submitted at once, ending the whole provider session. Without script the page keeps its buttons.
const form = document.getElementById('op.logoutForm');
if (form) {
  const logout = document.createElement('input');
  logout.type = 'hidden';
  logout.name = 'logout';
  logout.value = 'yes';
  form.appendChild(logout);
  form.submit();
}
