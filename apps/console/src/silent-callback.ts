import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

// The hidden frame of a silent sign-in (prompt=none, docs/product.md#users-and-sign-in) hands its answer to
// the opener's UserManager. A module script of its own: the Content-Security-Policy forbids inline scripts.
void new UserManager({
  authority: '',
  client_id: '',
  redirect_uri: '',
  userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
}).signinSilentCallback();
