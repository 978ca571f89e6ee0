package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"runtime"
	"sync"
	"time"

	"amora"
	"amora/internal/demo"
	"amora/internal/geo"
	"amora/internal/sqlstore"
)

// demoMembers is how many members --demo seeds on first start.
const demoMembers = 300

// demoPassword of every seeded member, so that a tester can log in as any of them.
const seededPassword = "amora-demo-2026"

// seedMembers creates n demo members (fewer when some exist already), with generated
// portraits stored through the photo pipeline when photos is not nil.
func seedMembers(ctx context.Context, db *sqlstore.DB, photos *photoStore, n int, out io.Writer) error {
	have, err := db.CountMembers(ctx)
	if err != nil {
		return err
	}
	if have >= n {
		return nil
	}
	start := time.Now()
	hash, err := amora.HashPassword(seededPassword)
	if err != nil {
		return err
	}
	members := demo.Members(n, 42, time.Now().UTC(), geo.Cities())
	created := 0
	// Batches of 25 make the first members searchable within seconds while the rest
	// of the portraits are still being drawn.
	for i := 0; i < len(members); i += 25 {
		batch := members[i:min(i+25, len(members))]
		news, err := newMembers(ctx, batch, i, hash, photos)
		if err != nil {
			return err
		}
		c, err := db.SeedMembers(ctx, news)
		if err != nil {
			return err
		}
		created += c
	}
	likes, messages := 0, 0
	if created > 0 {
		if likes, err = db.SeedLikes(ctx, demoLikes(members, time.Now().UTC())); err != nil {
			return err
		}
		if messages, err = db.SeedMessages(ctx, demoMessages(members, time.Now().UTC())); err != nil {
			return err
		}
	}
	fmt.Fprintf(out, "seeded %d members, %d likes and %d messages in %s (password %s)\n", created, likes, messages,
		time.Since(start).Round(time.Millisecond), seededPassword)
	return nil
}

// newMembers turns demo members into members to store, drawing and storing their
// portraits on every core.
func newMembers(ctx context.Context, members []demo.Member, offset int, hash string, photos *photoStore) ([]amora.NewMember, error) {
	news := make([]amora.NewMember, len(members))
	var wg sync.WaitGroup
	errs := make(chan error, len(members))
	sem := make(chan struct{}, runtime.NumCPU())
	now := time.Now().UTC()
	for i, m := range members {
		news[i] = amora.NewMember{
			SiteHost: amora.DefaultSiteHost, Email: m.Email, Name: m.Name, PasswordHash: hash, DateOfBirth: m.DateOfBirth,
			Language: m.Language, Fictional: m.Fictional, Premium: m.Premium,
			LastSeen: now.Add(-time.Duration((offset+i)*7) * time.Minute),
			Profile: amora.ProfileUpdate{
				ProfileBasics: amora.ProfileBasics{Gender: m.Gender, LookingFor: m.LookingFor, Country: m.Country, Region: m.Region, City: m.City},
				Sexuality:     m.Sexuality, AboutMe: m.AboutMe, Interests: m.Interests, BodyType: m.BodyType, HairColor: m.HairColor,
				EyeColor: m.EyeColor, RelationshipStatus: m.RelationshipStatus,
			},
		}
		if photos == nil {
			continue
		}
		wg.Add(1)
		go func(i int, m demo.Member) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			for _, seed := range m.PhotoSeeds {
				jpg, err := demo.PortraitJPEG(seed, m.Gender, m.HairColor, m.Age(now))
				if err != nil {
					errs <- err
					return
				}
				name, err := photos.SaveUpload(ctx, bytes.NewReader(jpg))
				if err != nil {
					errs <- err
					return
				}
				news[i].Photos = append(news[i].Photos, name)
			}
		}(i, m)
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return nil, fmt.Errorf("demo photos: %w", err)
	}
	return news, nil
}
