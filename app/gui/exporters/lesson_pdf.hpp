#pragma once
// Handouts: a lesson's steps as a PDF (QPdfWriter), one step a page: the lesson's title, the step's title
// and text, the value CuTe prints, the grid (painted by the shared grid painter, with the step's
// highlighted cells outlined) and an exercise's prompt with room for the student's answer (answers are
// not printed: the handout is for predicting).
#include <QString>
#include <vector>

#include "app/gui/stepper/stepper_panel.hpp"

namespace ll::gui {

// @post false and error set (naming the path) when the file cannot be written
bool write_lesson_pdf(const QString& path, const QString& heading, const std::vector<StepFrame>& frames,
                      const QString& palette_id, QString* error);

}  // namespace ll::gui
