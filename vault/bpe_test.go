package vault

import (
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestNativeMatchesTiktoken compares the native encoder with tiktoken-go
// token for token, on hand-picked edge cases of the pre-tokeniser, on the
// fixture Vault's texts, and on random strings over an alphabet that
// exercises every branch (letters, numbers of several scripts,
// contractions, punctuation, every kind of white space, CJK, emoji,
// combining marks).
func TestNativeMatchesTiktoken(t *testing.T) {
	enc, err := Encoder()
	if err != nil {
		t.Fatal(err)
	}
	cases := []string{
		"", "a", " ", "  ", "\n", " \n ", "\n\n", "a  b", "a \t b", "x  ", "it's", "IT'S", "we'Re", "'ll", "'x", "''s",
		"(word", "\tword", "\u00a0word", " 123", "12345", "a1b2", "١٢٣٤", "Ⅻ", "³²¹", "!!!\n\nA", " ...\r\n", "U.S.", "§ 1404(a)",
		"[*10]\n¶ 12 The court held.", "日本語のテキスト。", "emoji 😀😀 ok", "e\u0301t\u00e9", "<|endoftext|>", "a\r\nb", "  \n  x",
		"foo \u2003 bar", "\u3000全角", "x\u200by",
	}
	if data, err := os.ReadFile(filepath.Join("..", "fixtures", "forum-selection", "vault", DocumentsFile)); err == nil {
		cases = append(cases, string(data))
	}
	alphabet := []rune("aZéß日本ß'sStTrReEvVmMlLdD0129٣Ⅳ½ .,;:!?()[]*§¶-—\"'“’\n\r\t\u00a0\u2003\u3000😀\u0301_#@/")
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 3000; i++ {
		n := rng.Intn(40)
		b := make([]rune, n)
		for j := range b {
			b[j] = alphabet[rng.Intn(len(alphabet))]
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		want := enc.EncodeOrdinary(s)
		got := EncodeOrdinary(s)
		if len(want) == 0 && len(got) == 0 {
			continue
		}
		if !slices.Equal(got, want) {
			t.Fatalf("EncodeOrdinary(%q):\n native   %v\n tiktoken %v", s, got, want)
		}
		if n := CountTokens(s); n != len(want) {
			t.Fatalf("CountTokens(%q) = %d, tiktoken %d", s, n, len(want))
		}
	}
}

func BenchmarkCountTokens(b *testing.B) {
	s := strings.Repeat("The clause is prima facie valid and should be enforced unless unreasonable, 407 U.S. 1, 10 (1972).\n\n", 40)
	CountTokens("warm up")
	b.SetBytes(int64(len(s)))
	for i := 0; i < b.N; i++ {
		CountTokens(s)
	}
}

func BenchmarkTiktokenGo(b *testing.B) {
	s := strings.Repeat("The clause is prima facie valid and should be enforced unless unreasonable, 407 U.S. 1, 10 (1972).\n\n", 40)
	enc, _ := Encoder()
	b.SetBytes(int64(len(s)))
	for i := 0; i < b.N; i++ {
		enc.EncodeOrdinary(s)
	}
}
