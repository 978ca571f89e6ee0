package amora_test

import (
	"testing"

	"amora"
)

func TestProfileBasicsValidate(t *testing.T) {
	regions := map[string]amora.CountryRegions{"NL": {Label: "province", Regions: []amora.Region{{ID: "NL-UT", Name: "Utrecht"}}}}
	ok := amora.ProfileBasics{Gender: "female", LookingFor: "both", Country: "nl", Region: "NL-UT", City: " Utrecht "}
	for _, tt := range []struct {
		name    string
		change  func(p *amora.ProfileBasics)
		wantKey string
	}{
		{"Valid", func(p *amora.ProfileBasics) {}, ""},
		{"ErrGender", func(p *amora.ProfileBasics) { p.Gender = "" }, "genderRequired"},
		{"ErrLookingFor", func(p *amora.ProfileBasics) { p.LookingFor = "cats" }, "lookingForRequired"},
		{"ErrCountry", func(p *amora.ProfileBasics) { p.Country = "BR" }, "countryInvalid"},
		{"ErrRegionOfOtherCountry", func(p *amora.ProfileBasics) { p.Region = "DE-BY" }, "regionInvalid"},
		{"ErrCity", func(p *amora.ProfileBasics) { p.City = "  " }, "cityRequired"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := ok
			tt.change(&p)
			err := p.Validate(regions)
			if tt.wantKey == "" {
				if err != nil || p.Country != "NL" || p.City != "Utrecht" {
					t.Errorf("err %v, basics %+v", err, p)
				}
				return
			}
			if e, isErr := err.(*amora.Error); !isErr || e.Key != tt.wantKey || e.Code != amora.EINVALID {
				t.Errorf("err = %v, want %s", err, tt.wantKey)
			}
		})
	}
}

func TestDeleteRequestValidate(t *testing.T) {
	for _, tt := range []struct {
		req     amora.DeleteRequest
		wantKey string
	}{
		{amora.DeleteRequest{Reason: "price"}, ""},
		{amora.DeleteRequest{Reason: "other", Remarks: "Moving abroad."}, ""},
		{amora.DeleteRequest{Reason: ""}, "deleteReasonRequired"},
		{amora.DeleteRequest{Reason: "other"}, "remarksRequired"},
	} {
		err := tt.req.Validate()
		if tt.wantKey == "" && err != nil || tt.wantKey != "" && (err == nil || err.(*amora.Error).Key != tt.wantKey) {
			t.Errorf("%+v: err = %v, want %q", tt.req, err, tt.wantKey)
		}
	}
	if len(amora.DeleteReasons) != 7 {
		t.Errorf("%d deletion reasons, want SPEC's 7", len(amora.DeleteReasons))
	}
}
