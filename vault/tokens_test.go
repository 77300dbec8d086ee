package vault

import "testing"

func TestCountTokens(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"", 0},
		{"hello world", 2},
		{"<|endoftext|>", 7}, // special token text counted as ordinary text, no panic
	}
	for _, tt := range tests {
		if got := CountTokens(tt.in); got != tt.want {
			t.Errorf("CountTokens(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestEncoderShared(t *testing.T) {
	a, err := Encoder()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Encoder()
	if a != b {
		t.Fatal("Encoder built twice")
	}
	if got := len(EncodeOrdinary("hello world")); got != 2 {
		t.Fatalf("EncodeOrdinary: %d tokens, want 2", got)
	}
}
