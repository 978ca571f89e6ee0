package demo

import (
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestMemberSheet writes a contact sheet of the main portraits of 30 demo members,
// as Members makes them (ages, hair colours and genders in their real mix), to the
// directory in AMORA_PORTRAIT_SHEET, and logs who is where; skipped otherwise.
func TestMemberSheet(t *testing.T) {
	dir := os.Getenv("AMORA_PORTRAIT_SHEET")
	if dir == "" {
		t.Skip("set AMORA_PORTRAIT_SHEET to a directory to write a contact sheet")
	}
	const cols, rows, w, h = 6, 5, 240, 300
	today := time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)
	ms := Members(cols*rows, 4242, today, testCities())
	out := image.NewRGBA(image.Rect(0, 0, cols*w, rows*h))
	var who []string
	for i, m := range ms {
		age := m.Age(today)
		img := Portrait(m.PhotoSeeds[0], m.Gender, m.HairColor, age, w, h)
		draw.Draw(out, image.Rect(i%cols*w, i/cols*h, i%cols*w+w, i/cols*h+h), img, image.Point{}, draw.Src)
		who = append(who, fmt.Sprintf("%d:%s %d %s", i, m.Gender[:1], age, m.HairColor))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, "members.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, out); err != nil {
		t.Fatal(err)
	}
	t.Log(strings.Join(who, " | "))
}
