package amora_test

import (
	"testing"

	"amora"
)

// BenchmarkVerifyPassword measures one argon2id verification (m=19 MiB, t=2, p=1),
// the cost of every login attempt.
func BenchmarkVerifyPassword(b *testing.B) {
	hash, err := amora.HashPassword("correct horse battery staple")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		amora.VerifyPassword(hash, "correct horse battery staple")
	}
}

// BenchmarkVerifyNobody measures the stand-in verification for unknown addresses.
func BenchmarkVerifyNobody(b *testing.B) {
	for i := 0; i < b.N; i++ {
		amora.VerifyNobody("correct horse battery staple")
	}
}
