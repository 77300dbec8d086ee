package judge

import "testing"

func TestFingerprintSeparatesParts(t *testing.T) {
	a := NewFingerprint("t").AddString("x", "ab").AddString("y", "c").Sum()
	b := NewFingerprint("t").AddString("x", "a").AddString("y", "bc").Sum()
	c := NewFingerprint("u").AddString("x", "ab").AddString("y", "c").Sum()
	d := NewFingerprint("t").AddString("x", "ab").AddString("y", "c").Sum()
	if a == b || a == c {
		t.Fatalf("different parts or purposes hashed alike: %s %s %s", a, b, c)
	}
	if a != d {
		t.Fatalf("the same parts hashed differently: %s %s", a, d)
	}
}

func TestIdentityDistinguishesEndpoints(t *testing.T) {
	base := Identity{Kind: KindOpenAI, Model: "m", Endpoint: NormaliseEndpoint("http://127.0.0.1:8000/v1"), PromptVersion: "p"}
	other := base
	other.Endpoint = NormaliseEndpoint("http://127.0.0.1:9000/v1")
	fp := func(id Identity) string { return id.AddTo(NewFingerprint("t")).Sum() }
	if fp(base) == fp(other) {
		t.Fatal("two endpoints with one model name share a fingerprint")
	}
	same := base
	same.Endpoint = NormaliseEndpoint("HTTP://user:secret@127.0.0.1:8000/v1/")
	if fp(base) != fp(same) {
		t.Fatalf("credentials, case or a trailing slash changed the identity: %q vs %q", base.Endpoint, same.Endpoint)
	}
}

func TestNormaliseEndpoint(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "https://api.openai.com/v1"},
		{"http://127.0.0.1:8000/v1/", "http://127.0.0.1:8000/v1"},
		{"https://key:pw@Example.COM/v1", "https://example.com/v1"},
		{"https://res.openai.azure.com/openai/deployments/d?api-version=2024-10-21&x=1", "https://res.openai.azure.com/openai/deployments/d?api-version=2024-10-21"},
	} {
		if got := NormaliseEndpoint(tc.in); got != tc.want {
			t.Errorf("NormaliseEndpoint(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
