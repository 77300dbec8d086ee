package service

import (
	"crypto/sha256"
	"crypto/subtle"
	"net/http"
	"strings"
)

// tokenDigest is what a presented token is compared against: comparing
// fixed-size SHA-256 digests in constant time leaks neither the token's
// bytes nor its length through timing.
func tokenDigest(tok string) [32]byte { return sha256.Sum256([]byte(tok)) }

// authorized reports whether r carries "Authorization: Bearer <token>"
// with the service's token.
func (s *Service) authorized(r *http.Request) bool {
	if s.cfg.NoAuth {
		return true
	}
	h := r.Header.Get("Authorization")
	const prefix = "bearer "
	if len(h) < len(prefix) || !strings.EqualFold(h[:len(prefix)], prefix) {
		return false
	}
	got := tokenDigest(strings.TrimSpace(h[len(prefix):]))
	return subtle.ConstantTimeCompare(got[:], s.token[:]) == 1
}

// requireAuth answers 401 unless the request is authorized.
func (s *Service) requireAuth(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !s.authorized(r) {
			w.Header().Set("WWW-Authenticate", `Bearer realm="citecheck"`)
			writeError(w, http.StatusUnauthorized, "missing or invalid bearer token (Authorization: Bearer <token>)")
			return
		}
		next(w, r)
	}
}
